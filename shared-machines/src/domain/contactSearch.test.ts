import type { ContactRecord, Keyed } from './recordTypes';
import {
  filterContactsByName,
  foldForSearch,
  nameMatchesSearch,
  searchContacts,
  sortContactsByName,
} from './contactSearch';

function contact(key: string, name: string, phone = '912345678'): Keyed<ContactRecord> {
  return { key, value: { contacto_Nome: name, contacto_telPesso: phone } };
}

describe('nameMatchesSearch: the start of any word of the name, case and accents ignored', () => {
  it.each<[string, string, boolean]>([
    ['José Santos', 'jose', true],
    ['José Santos', 'JOSÉ', true],
    ['José Santos', 'José S', true],
    ['António Lopes', 'antonio', true],
    ['António Lopes', 'Antó', true],
    ['Conceição', 'conceicao', true],
    ['Ângela', 'angela', true],
    ['João', 'joao', true],
    ['Maria', 'mar', true],
    ['Maria', 'maria', true],
    ['Maria', 'marias', false],
    ['Maria', 'aria', false], // the start of a word, not any part of it
    ['Ana Maria', 'maria', true], // any word, not only the first
    ['Ana Conceição', 'Conceição', true],
    ['Ana Conceição', 'conceicao', true],
    ['Ana Conceição', 'Conc', true],
    ['Ana Conceição', 'CONCEIÇÃO', true],
    ['Ana Conceição', 'ana', true],
    ['Ana Conceição', 'ão', false], // the middle of a word
    ['Ana Conceição', 'ceição', false],
    ['Ana Conceição', 'na', false],
    ['Ana Conceição', 'ana conc', true], // several words run on across the name
    ['Ana Conceição', 'ana  conc', true],
    ['Ana Conceição', 'conc ana', false], // in the name's order
    ['Ana Conceição', 'a c', false], // each word but the last must be whole
    ['Ana Conceição', 'ana c', true],
    ['Maria da Luz', 'da', true],
    ['Maria da Luz', 'luz', true],
    ['Rui Côrte-Real', 'real', true], // a hyphen starts a word
    ['Rui Côrte-Real', 'corte-r', true],
    ['Rui Côrte-Real', 'eal', false],
    ["Tomé D'Ávila", 'avila', true], // so does an apostrophe
    ['Zé (vizinho)', 'vizinho', true],
    ['Avó Rosa 👵🏽', 'rosa', true],
    ['António Lopes', 'lopes', true],
    ['António Lopes', 'opes', false],
    ['Banana', 'ana', false], // every occurrence is inside the word
    ['Banana Ana', 'ana', true], // the first two are inside a word, the last one starts one
    ['Maria2 Silva', 'silva', true],
    ['Ana Silva2', '2', false],
    ['Maria', '', true],
    ['Maria', '   ', true],
    ['Maria', '  mar', true], // leading spaces from a careless tap do not hide everything
    ['Maria  da Luz', 'maria da', true], // runs of spaces count as one
    ['', 'a', false],
    ['', '', true],
  ])('%j with search %j → %s', (name, search, expected) => {
    expect(nameMatchesSearch(name, search)).toBe(expected);
  });

  it.each<[string, string]>([
    ['José', 'jose'],
    ['  ÂNGELA   Côrte-Real ', 'angela corte-real'],
    ['Çé', 'ce'],
  ])('foldForSearch(%j) → %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('sortContactsByName: pt-PT collation', () => {
  it('orders accented names where a Portuguese reader expects them', () => {
    const contacts = ['Zé', 'Óscar', 'Beatriz', 'Ângela', 'Ana', 'Álvaro', 'alice'].map(
      (name, index) => contact(`contacto_Contacto_${index + 1}`, name),
    );
    expect(sortContactsByName(contacts).map((c) => c.value.contacto_Nome)).toEqual([
      'alice',
      'Álvaro',
      'Ana',
      'Ângela',
      'Beatriz',
      'Óscar',
      'Zé',
    ]);
  });

  it('puts contacts without a name last and ignores surrounding spaces', () => {
    const contacts = [
      contact('contacto_Contacto_1', ''),
      contact('contacto_Contacto_2', '  Zita'),
      contact('contacto_Contacto_3', '  '),
      contact('contacto_Contacto_4', 'Ana'),
    ];
    expect(sortContactsByName(contacts).map((c) => c.key)).toEqual([
      'contacto_Contacto_4',
      'contacto_Contacto_2',
      'contacto_Contacto_1',
      'contacto_Contacto_3',
    ]);
  });

  it('keeps equal names in key order and does not change its input', () => {
    const contacts = [contact('contacto_Contacto_2', 'Rui'), contact('contacto_Contacto_1', 'Rui')];
    expect(sortContactsByName(contacts).map((c) => c.key)).toEqual([
      'contacto_Contacto_1',
      'contacto_Contacto_2',
    ]);
    expect(contacts.map((c) => c.key)).toEqual(['contacto_Contacto_2', 'contacto_Contacto_1']);
  });
});

describe('searchContacts: what the Chamadas list shows', () => {
  const contacts = [
    contact('contacto_Contacto_1', 'Maria Silva'),
    contact('contacto_Contacto_2', 'José Santos'),
    contact('contacto_Contacto_3', 'António Lopes'),
    contact('contacto_Contacto_4', 'Joaquim'),
    contact('contacto_Contacto_5', 'Ana'),
  ];

  it.each<[string, string[]]>([
    ['', ['Ana', 'António Lopes', 'Joaquim', 'José Santos', 'Maria Silva']],
    ['  ', ['Ana', 'António Lopes', 'Joaquim', 'José Santos', 'Maria Silva']],
    ['jo', ['Joaquim', 'José Santos']],
    ['jose', ['José Santos']],
    ['antonio', ['António Lopes']],
    ['an', ['Ana', 'António Lopes']],
    ['ana', ['Ana']],
    ['lopes', ['António Lopes']],
    ['santos', ['José Santos']],
    ['s', ['José Santos', 'Maria Silva']],
    ['ntos', []],
    ['x', []],
  ])('search %j → %j', (search, names) => {
    expect(searchContacts(contacts, search).map((c) => c.value.contacto_Nome)).toEqual(names);
  });

  it('narrowing then clearing the search restores the full list', () => {
    const narrowed = searchContacts(contacts, 'mar');
    expect(narrowed).toHaveLength(1);
    expect(searchContacts(contacts, '')).toHaveLength(contacts.length);
  });

  it('filterContactsByName keeps the given order', () => {
    expect(filterContactsByName(contacts, 'j').map((c) => c.key)).toEqual([
      'contacto_Contacto_2',
      'contacto_Contacto_4',
    ]);
  });

  it('finds Ana Conceição by either name, with or without accents, and not by the middle of a word', () => {
    const withConceicao = [...contacts, contact('contacto_Contacto_6', 'Ana Conceição')];
    for (const search of ['Conceição', 'conceicao', 'Conc', 'CONC', 'ana c']) {
      expect(searchContacts(withConceicao, search).map((c) => c.value.contacto_Nome)).toEqual([
        'Ana Conceição',
      ]);
    }
    expect(searchContacts(withConceicao, 'ão')).toEqual([]);
    expect(searchContacts(withConceicao, 'ana').map((c) => c.value.contacto_Nome)).toEqual([
      'Ana',
      'Ana Conceição',
    ]);
  });

  it("a contact's name changing is seen by the next search (names are remembered per record value)", () => {
    const before = [contact('contacto_Contacto_1', 'Maria Silva')];
    expect(filterContactsByName(before, 'silva')).toHaveLength(1);
    const after = [contact('contacto_Contacto_1', 'Maria Costa')];
    expect(filterContactsByName(after, 'silva')).toHaveLength(0);
    expect(filterContactsByName(after, 'costa')).toHaveLength(1);
  });
});
