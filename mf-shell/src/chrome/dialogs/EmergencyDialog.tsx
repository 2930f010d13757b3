// From the patient entry: the chrome loads only once signed in, so the login never downloads it.
import { messagingLinkForPhone } from '@amparo/shared-machines/patient';
import { ButtonLink, Dialog, useServices } from '@amparo/shared-ui';
import { dialogsTexts } from '../../texts/dialogsTexts';
import styles from './dialogs.module.css';

const texts = dialogsTexts.emergency;

export interface EmergencyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** A label whose words each stay whole (hyphenated place names included), separated by ordinary spaces. */
function WholeWords({ text }: { readonly text: string }) {
  const words = text.split(' ');
  return (
    <span>
      {words.map((word, index) => (
        <span key={index}>
          <span className={styles.wholeWord}>{word}</span>
          {index < words.length - 1 ? ' ' : null}
        </span>
      ))}
    </span>
  );
}

/**
 * The emergency contacts (dialogsTexts.emergency). The association's tablets usually have no SIM, so
 * tel: links do nothing on them: the dialog says so plainly (per the association's configuration) and
 * leads with what works there, a WhatsApp call to the association; the numbers stay for a device that
 * can call. Wide, so each name keeps its number on its line and the whole list fits a landscape
 * tablet without scrolling.
 */
export function EmergencyDialog({ open, onClose }: EmergencyDialogProps) {
  const { association } = useServices();
  const helpLine = association.whatsAppHelpLine;
  const whatsApp = messagingLinkForPhone(helpLine.phone, association.messagingSendUrl);
  const whatsAppLink = whatsApp.ok ? (
    <ButtonLink
      href={whatsApp.href}
      target="_blank"
      variant="primary"
      size="large"
      icon="phone"
      fullWidth
      className={styles.number}
    >
      <WholeWords text={texts.callWhatsApp(helpLine.label)} />
      <span className={styles.digits}>{helpLine.display}</span>
    </ButtonLink>
  ) : null;
  const phoneNumbers = (
    <ul className={styles.numbers} aria-label={texts.numbersLabel}>
      {association.emergencyNumbers.map((number) => (
        <li key={number.dial}>
          <ButtonLink
            href={`tel:${number.dial}`}
            variant="danger"
            size="large"
            icon="phone"
            fullWidth
            className={styles.number}
          >
            <WholeWords text={number.label} />
            <span className={styles.digits}>{number.display}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} titleIcon="emergency" width="wide">
      {association.tabletsMakePhoneCalls ? (
        <>
          <p className={styles.text}>{texts.tapToCall}</p>
          {phoneNumbers}
          {whatsAppLink ? <p className={styles.alsoText}>{texts.alsoWhatsApp}</p> : null}
          {whatsAppLink}
        </>
      ) : (
        <>
          <p className={styles.notice}>{texts.noPhoneCalls}</p>
          {whatsAppLink ? <p className={styles.text}>{texts.askForHelp}</p> : null}
          {whatsAppLink}
          <p className={styles.alsoText}>{texts.otherPhone}</p>
          {phoneNumbers}
        </>
      )}
    </Dialog>
  );
}
