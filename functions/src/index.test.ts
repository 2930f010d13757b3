import { mirrorCircle, removeDeletedPostPhoto } from './index';

// What the Firebase CLI reads from the functions when it deploys them (their endpoints): in
// europe-west1 beside the database, on the paths the rules and the clients use, retried on failure.

describe('the deployed functions', () => {
  it.each([
    [
      'mirrorCircle',
      mirrorCircle.__endpoint,
      'google.firebase.database.ref.v1.written',
      'circles/{person}/members/{relative}',
    ],
    [
      'removeDeletedPostPhoto',
      removeDeletedPostPhoto.__endpoint,
      'google.firebase.database.ref.v1.deleted',
      'family/{person}/posts/{post}',
    ],
  ])('%s', (_name, endpoint, eventType, ref) => {
    expect(endpoint.platform).toBe('gcfv2');
    expect(endpoint.region).toEqual(['europe-west1']);
    expect(endpoint.eventTrigger).toMatchObject({
      eventType,
      eventFilterPathPatterns: { ref, instance: '*' },
      retry: true,
    });
  });
});
