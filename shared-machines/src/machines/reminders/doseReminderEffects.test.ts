import type { Dose } from '../../domain/doseSchedule';
import { speakAloud } from '../../services/speech';
import { spokenReminder } from './doseReminderEffects';

const dose = (whenToTake: string | null): Dose => ({
  id: 'medicamento_1/0800',
  medicineKey: 'medicamento_1',
  medicine: '1 comprimido de Paracetamol',
  whenToTake,
  time: '08:00',
  doseKey: '0800',
  status: 'due',
  takenAt: null,
});

test.each([
  [
    dose('Ao pequeno-almoço'),
    'Está na hora de tomar 1 comprimido de Paracetamol. Ao pequeno-almoço',
  ],
  [dose(null), 'Está na hora de tomar 1 comprimido de Paracetamol.'],
])('the reminder said aloud: %#', (given, text) => {
  expect(spokenReminder(given)).toBe(text);
});

describe('speakAloud', () => {
  class FakeUtterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    constructor(readonly text: string) {}
  }
  beforeAll(() => {
    (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = FakeUtterance;
  });
  afterAll(() => {
    delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });

  test("speaks in Portuguese (Portugal), with the tablet's pt-PT voice when it has one, cutting off what was being said", () => {
    const spoken: FakeUtterance[] = [];
    const voices = [{ lang: 'pt-BR' }, { lang: 'pt_PT' }];
    const speech = {
      cancel: jest.fn(),
      speak: (utterance: FakeUtterance) => spoken.push(utterance),
      getVoices: () => voices,
    };
    speakAloud('Está na hora.', speech as unknown as SpeechSynthesis);
    expect(speech.cancel).toHaveBeenCalled();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Está na hora.', lang: 'pt-PT', voice: voices[1] });
  });

  test('does nothing on a browser without speech', () => {
    expect(() => speakAloud('Está na hora.', undefined)).not.toThrow();
  });
});
