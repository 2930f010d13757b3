export { Button, type ButtonProps } from './button/Button';
export { ButtonLink, type ButtonLinkProps } from './button/ButtonLink';
export {
  buttonClassName,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
} from './button/buttonClassName';
export { Card, type CardProps } from './card/Card';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { StatusMessage, type StatusMessageProps } from './messages/StatusMessage';
export { ErrorMessage, type ErrorMessageProps } from './messages/ErrorMessage';
export { EmptyState, type EmptyStateProps } from './messages/EmptyState';
export { LoadingState, type LoadingStateProps } from './messages/LoadingState';
export { PageHeading, type PageHeadingProps } from './heading/PageHeading';
export { TextField, type TextFieldProps } from './text-field/TextField';
export { useFocusOnRefusal, type FocusOnRefusal } from './text-field/useFocusOnRefusal';
export { Icon, type IconProps } from './icons/Icon';
export { iconShapes, type IconName } from './icons/iconShapes';
export { VisuallyHidden } from './visually-hidden/VisuallyHidden';
export { useLocationPath } from './routing/useLocationPath';
export { useRouteAnswer } from './routing/useRouteAnswer';
export { AppLink, type AppLinkProps } from './routing/AppLink';
export { PrivacyNoticeLink, type PrivacyNoticeLinkProps } from './privacy/PrivacyNoticeLink';
export { ConsentFields, type ConsentFieldsProps } from './consent/ConsentFields';
export { readConsentForm } from './consent/readConsentForm';
export {
  ServicesProvider,
  useServices,
  type ServicesProviderProps,
} from './services/ServicesContext';
export { usePersonDay } from './services/usePersonDay';
export { useDosesWaiting } from './services/useDosesWaiting';
export { useAccess } from './services/useAccess';
export { useOfflineNotice } from './services/useOfflineNotice';
export { useFamilyPhoto, type FamilyPhotoSource } from './services/useFamilyPhoto';
export {
  createLifecycles,
  type AppRootProps,
  type LifecycleOptions,
} from './lifecycles/createLifecycles';
export { ErrorFallback } from './lifecycles/ErrorFallback';
export {
  InvitationCodeForm,
  wantsInvitationCode,
  type InvitationCodeFormProps,
} from './invitation/InvitationCodeForm';
export { takeInvitationCodeFromAddress } from './invitation/invitationCodeFromAddress';
