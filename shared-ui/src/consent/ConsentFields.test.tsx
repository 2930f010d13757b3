import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  consentMessages,
  consentTexts,
  type ConsentField,
  type ConsentFieldErrors,
  type ConsentForm,
} from '@amparo/shared-machines';
import { ConsentFields } from './ConsentFields';
import { readConsentForm } from './readConsentForm';

/** The fields in a form whose submit reports what `readConsentForm` reads. */
function FormWithConsent({
  errors,
  onSubmit,
  onFieldChange = () => undefined,
}: {
  readonly errors: ConsentFieldErrors;
  readonly onSubmit: (form: ConsentForm) => void;
  readonly onFieldChange?: (field: ConsentField) => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(readConsentForm(new FormData(event.currentTarget)));
      }}
    >
      <ConsentFields errors={errors} onFieldChange={onFieldChange} />
      <button type="submit">Registar</button>
    </form>
  );
}

describe('ConsentFields', () => {
  it('asks who gives the consent and for the notice read; reads nothing answered as unanswered', async () => {
    const submitted = jest.fn();
    render(<FormWithConsent errors={{}} onSubmit={submitted} />);
    const question = screen.getByRole('radiogroup', { name: consentTexts.question });
    expect(question).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'pessoa',
      'representante',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: `${consentTexts.readNotice} (abre noutra janela)`,
    });
    expect(link).toHaveAttribute('href', '/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Registar' }));
    expect(submitted).toHaveBeenCalledWith({
      giver: null,
      representativeName: '',
      relationship: '',
      noticeRead: false,
    });
  });

  it('a representative: asks the name and the relationship, and reads them as typed', async () => {
    const submitted = jest.fn();
    const changed = jest.fn();
    render(<FormWithConsent errors={{}} onSubmit={submitted} onFieldChange={changed} />);
    await userEvent.click(screen.getByRole('radio', { name: consentTexts.byRepresentative }));
    await userEvent.type(
      screen.getByRole('textbox', { name: consentTexts.representativeName }),
      'Joana',
    );
    await userEvent.type(screen.getByRole('textbox', { name: consentTexts.relationship }), 'filha');
    await userEvent.click(screen.getByRole('checkbox', { name: consentTexts.noticeRead }));
    await userEvent.click(screen.getByRole('button', { name: 'Registar' }));
    expect(submitted).toHaveBeenCalledWith({
      giver: 'representante',
      representativeName: 'Joana',
      relationship: 'filha',
      noticeRead: true,
    });
    expect(new Set(changed.mock.calls.map(([field]) => field as string))).toEqual(
      new Set(['giver', 'representativeName', 'relationship', 'noticeRead']),
    );
  });

  it('shows each refusal next to its field, and moves focus only when a refusal is new', async () => {
    function Harness() {
      const [errors, setErrors] = useState<ConsentFieldErrors>({});
      return (
        <>
          <FormWithConsent
            errors={errors}
            onSubmit={() =>
              setErrors({ giver: consentMessages.giver, noticeRead: consentMessages.noticeRead })
            }
            onFieldChange={(field) => {
              const { [field]: _dropped, ...rest } = errors;
              setErrors(rest);
            }}
          />
          <button type="button" onClick={() => setErrors({ ...errors })}>
            Outra vez
          </button>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Registar' }));
    const herself = screen.getByRole('radio', { name: consentTexts.byPerson });
    expect(herself).toHaveFocus();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(consentMessages.giver);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    const tick = screen.getByRole('checkbox', { name: consentTexts.noticeRead });
    expect(tick).toHaveAccessibleDescription(consentMessages.noticeRead);
    await userEvent.click(tick);
    expect(tick).not.toHaveAccessibleDescription(consentMessages.noticeRead);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(consentMessages.giver);
    // The same refusals again bring nothing new: focus stays where the person is.
    await userEvent.click(screen.getByRole('button', { name: 'Outra vez' }));
    expect(screen.getByRole('button', { name: 'Outra vez' })).toHaveFocus();
  });
});
