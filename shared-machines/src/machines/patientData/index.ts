export * from './liveValueMachine';
export * from './liveValueActors';
export * from './calendarDayMachine';
