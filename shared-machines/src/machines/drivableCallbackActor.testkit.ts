import { fromCallback, type EventObject } from 'xstate';

export interface DrivableRun<TEvent extends EventObject> {
  readonly sendBack: (event: TEvent) => void;
  active: boolean;
}

/**
 * For machine tests: a callback actor (a subscription, a connection watch) whose every run the test
 * drives by hand, as the database would: `running()` lists the runs not yet stopped by the machine.
 */
export function drivableCallbackActor<TEvent extends EventObject>() {
  const runs: DrivableRun<TEvent>[] = [];
  const logic = fromCallback<EventObject>(({ sendBack }) => {
    const run: DrivableRun<TEvent> = { sendBack: (event) => sendBack(event), active: true };
    runs.push(run);
    return () => {
      run.active = false;
    };
  });
  const running = () => runs.filter((run) => run.active);
  return { logic, runs, running };
}
