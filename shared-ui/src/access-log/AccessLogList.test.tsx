import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patient, renderSignedIn } from '../testing/renderSignedIn';
import { AccessLogList, type AccessLogListTexts } from './AccessLogList';

const texts: AccessLogListTexts = {
  empty: 'Nada registado.',
  failed: 'Não foi possível ler.',
  retry: 'Tentar novamente',
  listLabel: 'Acessos',
};

// 3 March 2027, 10:40 in Lisbon.
const now = Date.UTC(2027, 2, 3, 10, 40);
const at = (hours: number, minutes: number) => Date.UTC(2027, 2, 3, hours, minutes);

/** A carer saw her data, added a contact, then deleted an appointment. */
const logged = {
  [`Newdata_${patient.uid}`]: {
    contactos: { contacto_1: { contacto_Nome: 'Rui Lopes', contacto_telPesso: '912345678' } },
  },
  accessLog: {
    [patient.uid]: {
      '-NbbbbbaAAAAAAAAAAAA': {
        who: 'c2',
        whoName: 'Rita Dias',
        action: 'ver',
        record: 'pessoa',
        at: at(9, 5),
      },
      '-NbbbbbbAAAAAAAAAAAA': {
        who: 'c2',
        whoName: 'Rita Dias',
        action: 'criar',
        record: 'contactos/contacto_1',
        at: at(9, 10),
      },
      '-NbbbbbcAAAAAAAAAAAA': {
        who: 'c2',
        whoName: 'Rita Dias',
        action: 'apagar',
        record: 'consultas/consulta_2',
        at: at(9, 20),
      },
    },
  },
};

// The clock says 'now' and runs on by itself (the backend's answers need time to pass).
beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

const shownLines = async () =>
  within(await screen.findByRole('list', { name: texts.listLabel }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a person's access log as a list", () => {
  it.each([
    [
      'the person herself',
      { kind: 'person' } as const,
      [
        'Rita Dias apagou uma consulta — hoje às 09:20',
        'Rita Dias adicionou o contacto «Rui Lopes» — hoje às 09:10',
        'Rita Dias viu os seus dados — hoje às 09:05',
      ],
    ],
    [
      'a carer',
      { kind: 'carer', personName: 'Maria Silva' } as const,
      [
        'Rita Dias apagou uma consulta — hoje às 09:20',
        'Rita Dias adicionou o contacto «Rui Lopes» — hoje às 09:10',
        'Rita Dias viu os dados de Maria Silva — hoje às 09:05',
      ],
    ],
  ])('read by %s: newest first, in words', async (_reader, reader, lines) => {
    await renderSignedIn(
      <AccessLogList uid={patient.uid} reader={reader} texts={texts} size="normal" />,
      { data: logged },
    );
    expect(await shownLines()).toEqual(lines);
  });

  it('nothing logged: says so', async () => {
    await renderSignedIn(
      <AccessLogList uid={patient.uid} reader={{ kind: 'person' }} texts={texts} size="large" />,
    );
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a log that cannot be read: the message, and trying again reads it', async () => {
    await renderSignedIn(
      <AccessLogList uid={patient.uid} reader={{ kind: 'person' }} texts={texts} size="large" />,
      {
        data: logged,
        beforeRender: (backend) =>
          backend.controls.failNext('subscribe', 'permission_denied', `accessLog/${patient.uid}`),
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failed);
    await userEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await shownLines()).toHaveLength(3);
  });
});
