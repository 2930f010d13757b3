// The ready lines the long-running parts print, and what they say.

/** `Amparo local backend ready: auth 127.0.0.1:9099, database 127.0.0.1:9000, firestore 127.0.0.1:8080, storage 127.0.0.1:9199` */
export const backendReadyPattern = /local backend ready/i;

export function parseBackendReadyLine(line) {
  const port = (name) => {
    const match = new RegExp(`${name}\\s+[^\\s,]*?:(\\d+)`, 'i').exec(line);
    return match ? Number(match[1]) : undefined;
  };
  return {
    auth: port('auth'),
    database: port('database'),
    firestore: port('firestore'),
    storage: port('storage'),
  };
}

/** `Amparo static server ready: http://127.0.0.1:5000` */
export const staticServerReadyPattern = /static server ready/i;
