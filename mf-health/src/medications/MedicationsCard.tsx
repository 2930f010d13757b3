import { Card, EmptyState, Icon } from '@amparo/shared-ui';
import type { MedicationItem } from '@amparo/shared-machines/patient';
import { CardProblem } from '../health-screen/CardProblem';
import styles from './MedicationsCard.module.css';

export interface MedicationsCardProps {
  /** In the order of the day (see `listMedications`). */
  readonly medications: readonly MedicationItem[];
  readonly failed: boolean;
  readonly onRetry: () => void;
}

export function MedicationsCard({ medications, failed, onRetry }: MedicationsCardProps) {
  return (
    <Card title="Medicamentos para tomar:">
      {failed ? (
        <CardProblem what="os seus medicamentos" onRetry={onRetry} />
      ) : medications.length === 0 ? (
        <EmptyState icon="medicine" message="Não tem medicamentos para tomar." />
      ) : (
        <ul className={styles.list} aria-label="Medicamentos para tomar">
          {medications.map((medication) => (
            <li key={medication.key} className={styles.item}>
              <p className={styles.medicine}>{medication.medicine || 'Medicamento sem nome'}</p>
              <p className={styles.when}>
                <Icon name="medicine" />
                {medication.whenToTake ?? 'Momento por indicar'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
