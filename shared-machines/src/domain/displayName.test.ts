import { greetingName } from './displayName';

describe('greetingName: the first name she registered with, as names are written', () => {
  it.each<[string | null | undefined, string]>([
    ['Maria Silva', 'Maria'],
    ['maria silva', 'Maria'],
    ['  maria   silva  ', 'Maria'],
    ['MARIA SILVA', 'Maria'],
    ['ana rita costa', 'Ana'],
    ['Ângela Sousa', 'Ângela'],
    ['élia', 'Élia'],
    ["d'Ávila", "D'Ávila"],
    ['Jean-Luc Martins', 'Jean-Luc'],
    ['McDonald', 'McDonald'],
    ['Иван Петров', 'Иван'],
    ['李小龙', '李小龙'],
    ['J', 'J'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (registered, name) => {
    expect(greetingName(registered)).toBe(name);
  });
});
