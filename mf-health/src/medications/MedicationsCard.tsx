import { Card, EmptyState, Icon } from '@amparo/shared-ui';
import type { MedicationItem } from '@amparo/shared-machines/patient';
import { CardProblem } from '../health-screen/CardProblem';
import { medicationsTexts } from '../texts/medicationsTexts';
import styles from './MedicationsCard.module.css';

export interface MedicationsCardProps {
  /** In the order of the day (see `listMedications`). */
  readonly medications: readonly MedicationItem[];
  readonly failed: boolean;
  readonly onRetry: () => void;
}

export function MedicationsCard({ medications, failed, onRetry }: MedicationsCardProps) {
  return (
    <Card title={medicationsTexts.title}>
      {failed ? (
        <CardProblem what={medicationsTexts.readFailedWhat} onRetry={onRetry} />
      ) : medications.length === 0 ? (
        <EmptyState icon="medicine" message={medicationsTexts.none} />
      ) : (
        <ul className={styles.list} aria-label={medicationsTexts.listLabel}>
          {medications.map((medication) => (
            <li key={medication.key} className={styles.item}>
              <p className={styles.medicine}>{medication.medicine || medicationsTexts.unnamed}</p>
              <p className={styles.when}>
                <Icon name="medicine" />
                {medication.whenToTake ?? medicationsTexts.noWhenToTake}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
