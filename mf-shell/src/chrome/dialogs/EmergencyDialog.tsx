import { ButtonLink, Dialog, useServices } from '@amparo/shared-ui';
import styles from './dialogs.module.css';

export interface EmergencyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function EmergencyDialog({ open, onClose }: EmergencyDialogProps) {
  const { association } = useServices();
  return (
    <Dialog open={open} onClose={onClose} title="Contactos de emergência" titleIcon="emergency">
      <p className={styles.text}>Toque num contacto para ligar.</p>
      <ul className={styles.numbers}>
        {association.emergencyNumbers.map((number) => (
          <li key={number.dial}>
            <ButtonLink href={`tel:${number.dial}`} variant="danger" size="large" icon="phone" fullWidth className={styles.number}>
              <span>{number.label}</span>
              <span className={styles.digits}>{number.display}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
