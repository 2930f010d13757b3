// Loaded by authEmulatorPreload.cjs into the Auth emulator's process: makes that process's clock
// follow the local services' clock (local-backend/src/clock/serviceClock.ts), so the ID tokens it
// mints after the clock was moved carry moved `iat`/`exp` times.
//
// The offset from the machine's clock starts as AMPARO_CLOCK_OFFSET_MS and then arrives over the IPC
// channel of the process that started the emulator, as {type: 'amparo-clock', offsetMs, id}; each one
// is acknowledged with {type: 'amparo-clock-applied', id} once `Date` uses it, so the mover knows when
// tokens carry the new time. {type: 'amparo-clock-ready'} tells the parent the handler is in place
// (it sends the current offset again, in case a move arrived before). `Date.now()` and `new Date()` (without arguments) are shifted; dates built
// from a value, timers and `performance.now()` are untouched.
'use strict';

const MachineDate = Date;
let offsetMs = Number(process.env.AMPARO_CLOCK_OFFSET_MS) || 0;

function ShiftedDate(...args) {
  if (new.target === undefined) return new MachineDate(MachineDate.now() + offsetMs).toString();
  if (args.length === 0)
    return Reflect.construct(MachineDate, [MachineDate.now() + offsetMs], new.target);
  return Reflect.construct(MachineDate, args, new.target);
}
ShiftedDate.prototype = MachineDate.prototype;
ShiftedDate.now = () => MachineDate.now() + offsetMs;
ShiftedDate.parse = MachineDate.parse;
ShiftedDate.UTC = MachineDate.UTC;
Object.defineProperty(ShiftedDate, 'name', { value: 'Date' });
globalThis.Date = ShiftedDate;

if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (message === null || typeof message !== 'object' || message.type !== 'amparo-clock') return;
    if (Number.isFinite(message.offsetMs)) offsetMs = message.offsetMs;
    process.send({ type: 'amparo-clock-applied', id: message.id, offsetMs });
  });
  process.send({ type: 'amparo-clock-ready' });
  // The channel must not keep the emulator alive; the parent-watch in the preload ends it instead.
  if (process.channel && typeof process.channel.unref === 'function') process.channel.unref();
}
