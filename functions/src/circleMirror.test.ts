import {
  type CircleMirrorDocument,
  type CircleMirrorPort,
  circleMirrorPath,
  circleMirrorWrite,
  mirrorCircleMembership,
} from './circleMirror';

const membership = { name: 'Pedro Silva', invitation: 'convite1', since: 1_764_000_000_000 };

describe('circleMirrorWrite: the mirror after one write to circles/{person}/members/{relative}', () => {
  it.each([
    [
      'a relative joins the circle',
      null,
      membership,
      { kind: 'set', document: { since: membership.since } },
    ],
    [
      'the membership is written again',
      membership,
      membership,
      { kind: 'set', document: { since: membership.since } },
    ],
    [
      'a membership without a number for since',
      null,
      { name: 'Pedro' },
      { kind: 'set', document: {} },
    ],
    ['since is not a finite number', null, { since: Number.NaN }, { kind: 'set', document: {} }],
    ['a membership that is only a value', null, true, { kind: 'set', document: {} }],
    ['the relative is removed', membership, null, { kind: 'delete' }],
    ['removed, read as undefined', membership, undefined, { kind: 'delete' }],
    ['nothing before, nothing after', null, null, { kind: 'none' }],
  ])('%s', (_case, before, after, expected) => {
    expect(circleMirrorWrite(before, after)).toEqual(expected);
  });

  it('never copies the name nor the invitation', () => {
    const write = circleMirrorWrite(null, membership);
    expect(JSON.stringify(write)).not.toContain('Pedro');
    expect(JSON.stringify(write)).not.toContain('convite1');
  });
});

describe('mirrorCircleMembership: the write reaches the mirror port', () => {
  function memoryMirror(): CircleMirrorPort & { documents: Map<string, CircleMirrorDocument> } {
    const documents = new Map<string, CircleMirrorDocument>();
    return {
      documents,
      set: async (documentPath, document) => {
        documents.set(documentPath, document);
      },
      delete: async (documentPath) => {
        documents.delete(documentPath);
      },
    };
  }
  const where = { person: 'maria', relative: 'pedro' };

  it('writes the document when the relative joins and deletes it when she is removed', async () => {
    const mirror = memoryMirror();
    await expect(mirrorCircleMembership(mirror, where, null, membership)).resolves.toBe('set');
    expect(mirror.documents.get('familyCircles/maria/members/pedro')).toEqual({
      since: membership.since,
    });
    await expect(mirrorCircleMembership(mirror, where, membership, null)).resolves.toBe('delete');
    expect(mirror.documents.size).toBe(0);
  });

  it('touches nothing when there was nothing and is nothing', async () => {
    const mirror = memoryMirror();
    const set = jest.spyOn(mirror, 'set');
    const remove = jest.spyOn(mirror, 'delete');
    await expect(mirrorCircleMembership(mirror, where, null, null)).resolves.toBe('none');
    expect(set).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('names the document the storage rules look for', () => {
    expect(circleMirrorPath('maria', 'pedro')).toBe('familyCircles/maria/members/pedro');
  });
});
