export * from './liveValueMachine';
export * from './liveValueActors';
