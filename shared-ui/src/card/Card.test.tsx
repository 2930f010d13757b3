import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Próximas consultas:">Não tem consultas agendadas</Card>);
    const region = screen.getByRole('region', { name: 'Próximas consultas:' });
    expect(region).toHaveTextContent('Não tem consultas agendadas');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Próximas consultas:' }),
    ).toBeInTheDocument();
  });

  it('can use a third-level heading and the green tone', () => {
    render(
      <Card title="Solitário" headingLevel={3} tone="green">
        texto
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Solitário' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Solitário' })).toHaveClass('green');
  });

  it('is a plain box without a title', () => {
    const { container } = render(<Card>conteúdo</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveClass('card');
  });
});
