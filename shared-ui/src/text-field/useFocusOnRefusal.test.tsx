import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';
import { useFocusOnRefusal } from './useFocusOnRefusal';

type Field = 'name' | 'email';
type Errors = Partial<Record<Field, string>>;
const order: readonly Field[] = ['name', 'email'];

/** A form whose "machine" is the test: `answer` is what the next sending brings. */
function Form({ answers }: { readonly answers: Errors[] }) {
  const [errors, setErrors] = useState<Errors>({});
  const [next, setNext] = useState(0);
  const focus = useFocusOnRefusal(errors, order);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        focus.sent();
        setErrors({ ...(answers[next] ?? {}) });
        setNext(next + 1);
      }}
    >
      <TextField
        ref={focus.refOf('name')}
        label="Nome"
        error={errors.name}
        onChange={() => setErrors(({ name: _dropped, ...rest }) => rest)}
      />
      <TextField
        ref={focus.refOf('email')}
        label="E-mail"
        error={errors.email}
        onChange={() => setErrors(({ email: _dropped, ...rest }) => rest)}
      />
      <button type="submit">Enviar</button>
      <button type="button" onClick={() => setErrors({ email: 'Já registado' })}>
        Resposta tardia
      </button>
    </form>
  );
}

describe('useFocusOnRefusal', () => {
  it('after each sending, focus goes to the first refused field in order', async () => {
    const user = userEvent.setup();
    render(<Form answers={[{ email: 'Falta o e-mail', name: 'Falta o nome' }, { email: 'x' }]} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Falta o nome',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('the same refusals again still move the focus back to the first', async () => {
    const user = userEvent.setup();
    render(<Form answers={[{ name: 'Falta o nome' }, { name: 'Falta o nome' }]} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  });

  it('typing in a refused field takes its message and never moves the focus', async () => {
    const user = userEvent.setup();
    render(<Form answers={[{ name: 'Falta o nome', email: 'Falta o e-mail' }]} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'a');
    expect(email).toHaveFocus();
    expect(email).not.toHaveAccessibleDescription('Falta o e-mail');
  });

  it('a refusal arriving later (a new one for that field) moves the focus too', async () => {
    const user = userEvent.setup();
    render(<Form answers={[]} />);
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    act(() => screen.getByRole('button', { name: 'Resposta tardia' }).click());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });
});
