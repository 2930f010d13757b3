import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button of type button that reports clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Entrar</Button>);
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['primary', undefined, ['primary', 'large']],
    ['primary', 'normal', ['primary']],
    ['secondary', undefined, ['secondary']],
    ['secondary', 'large', ['secondary', 'large']],
    ['danger', undefined, ['danger']],
  ] as const)('variant %s size %s has classes %j', (variant, size, classes) => {
    render(
      <Button variant={variant} size={size}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    for (const name of classes) expect(button).toHaveClass(name);
    if (!classes.includes('large' as never)) expect(button).not.toHaveClass('large');
  });

  it('keeps the word as its name when it has an icon', () => {
    render(<Button icon="info">Informações</Button>);
    const button = screen.getByRole('button', { name: 'Informações' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can submit a form', () => {
    render(<Button type="submit">Entrar</Button>);
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
  });
});
