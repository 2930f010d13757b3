import { render, screen } from '@testing-library/react';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a real link styled as a button', () => {
    render(<ButtonLink href="tel:112">INEM 112</ButtonLink>);
    const link = screen.getByRole('link', { name: 'INEM 112' });
    expect(link).toHaveAttribute('href', 'tel:112');
    expect(link).toHaveClass('button');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('warns screen readers and protects the opener when it opens a new window', () => {
    render(
      <ButtonLink href="https://meet.example/x" target="_blank" rel="external">
        Ligar
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Ligar (abre noutra janela)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual([
      'external',
      'noopener',
      'noreferrer',
    ]);
  });
});
