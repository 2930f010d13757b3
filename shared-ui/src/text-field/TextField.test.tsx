import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label and describes itself with its hint', () => {
    render(
      <TextField
        label="Endereço de e-mail"
        type="email"
        placeholder="Toque aqui para escrever o seu e-mail"
        hint="O e-mail deve incluir um @."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Toque aqui para escrever o seu e-mail');
    expect(input).toHaveAccessibleDescription('O e-mail deve incluir um @.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid and announces the error with the hint', () => {
    render(<TextField label="Nome" hint="Primeiro e último nome" error="Escreva o nome" />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Primeiro e último nome Escreva o nome');
  });

  it('describes itself with a notice without being marked invalid', () => {
    render(<TextField label="Data" type="date" notice="Esta data já passou." />);
    const input = screen.getByLabelText('Data');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Esta data já passou.');
  });

  it('forwards its ref and takes typing', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Palavra-passe" type="password" />);
    const input = screen.getByLabelText('Palavra-passe');
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'segredo1');
    expect(ref.current?.value).toBe('segredo1');
  });

  it('keeps a given id and extra descriptions', () => {
    render(
      <>
        <p id="extra">Texto extra</p>
        <TextField label="Telemóvel" id="phone" aria-describedby="extra" hint="Só números" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Telemóvel' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAccessibleDescription('Texto extra Só números');
  });
});
