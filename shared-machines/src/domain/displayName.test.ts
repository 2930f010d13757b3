import { greetingName, isKnownMailDomain } from './displayName';

describe('greetingName', () => {
  it.each<[string | null, string]>([
    ['maria.silva@gmail.com', 'maria silva'],
    ['joao@hotmail.com', 'joao'],
    ['ana.rita.costa@outlook.pt', 'ana rita costa'],
    ['manuel@sapo.pt', 'manuel'],
    ['rosa.maria@yahoo.com.br', 'rosa maria'],
    ['antonio@icloud.com', 'antonio'],
    ['fernanda@live.com.pt', 'fernanda'],
    ['jose.santos@hotmail.co.uk', 'jose santos'],
    ['Maria.Silva@GMAIL.COM', 'Maria Silva'],
    ['  maria.silva@gmail.com  ', 'maria silva'],
    ['maria..silva@gmail.com', 'maria silva'],
    // unknown domains: the whole address, unchanged
    ['maria.silva@probranca.pt', 'maria.silva@probranca.pt'],
    ['maria@gmail', 'maria@gmail'],
    ['maria@notgmail.com', 'maria@notgmail.com'],
    ['maria@gmail.evil.example', 'maria@gmail.evil.example'],
    // no usable address
    ['', ''],
    [null, ''],
    ['@gmail.com', '@gmail.com'],
    ['sem.arroba', 'sem.arroba'],
  ])('%j -> %j', (email, name) => {
    expect(greetingName(email)).toBe(name);
  });
});

describe('isKnownMailDomain', () => {
  it.each([
    ['gmail.com', true],
    ['sapo.pt', true],
    ['hotmail.co.uk', true],
    ['outlook.com', true],
    ['mail.sapo.pt', false],
    ['gmail', false],
    ['gmail.evil.example', false],
    ['yahoo.com.br', true],
    ['probranca.pt', false],
  ])('%s -> %s', (domain, known) => {
    expect(isKnownMailDomain(domain)).toBe(known);
  });
});
