// `@amparo/shared-ui/busy-moments`: screens say when they must not be interrupted; the reminders listen.
export {
  useBusyMoment,
  useIsBusyMoment,
  busyMomentEvent,
  type BusyMomentDetail,
} from './busyMoments';
