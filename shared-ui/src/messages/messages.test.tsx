import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { ErrorMessage } from './ErrorMessage';
import { LoadingState } from './LoadingState';
import { StatusMessage } from './StatusMessage';

describe('StatusMessage', () => {
  it('is a polite status region that shows its content', () => {
    render(<StatusMessage tone="success">Sucesso</StatusMessage>);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Sucesso');
    expect(status).toHaveClass('success');
  });

  it('stays in the page, empty, when there is nothing to say', () => {
    render(<StatusMessage>{null}</StatusMessage>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('ErrorMessage', () => {
  it('is an alert with the message', () => {
    render(
      <ErrorMessage>Ocorreu algum erro, por favor verifique os dados inseridos.</ErrorMessage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ocorreu algum erro, por favor verifique os dados inseridos.',
    );
  });

  it('is empty when there is no error', () => {
    render(<ErrorMessage>{''}</ErrorMessage>);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('EmptyState', () => {
  it('shows the sentence and a way forward', () => {
    render(
      <EmptyState message="Não tem contactos adicionados pela ProBranca." icon="contacts">
        <a href="/">Início</a>
      </EmptyState>,
    );
    expect(screen.getByText('Não tem contactos adicionados pela ProBranca.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
  });
});

describe('LoadingState', () => {
  it("says 'A carregar…' politely", () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar…');
  });

  it('accepts a more precise label', () => {
    render(<LoadingState label="A verificar o endereço…" />);
    expect(screen.getByRole('status')).toHaveTextContent('A verificar o endereço…');
  });
});
