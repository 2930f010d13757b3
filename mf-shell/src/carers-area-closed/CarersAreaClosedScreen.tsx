import { AppLink, PageHeading, useServices } from '@amparo/shared-ui';
// The look of the shell's notice screens (no access, carers' area closed).
import styles from '../notice/NoticeScreen.module.css';

/**
 * A carers' address (a record list or form, or a carer's console) opened in a person's session that
 * may not open it: what this page is, why it does not open here, and where a carer should go instead.
 * The address stays as typed, so the person (or the carer beside her) sees what was asked for.
 */
export function CarersAreaClosedScreen() {
  const { association } = useServices();
  const provider = association.providerName;
  return (
    <div className={styles.screen}>
      <PageHeading icon="info">Esta página é para os cuidadores</PageHeading>
      <p className={styles.text}>
        Neste tablet está aberta a sessão de uma pessoa acompanhada pela {provider}. Os contactos,
        as consultas e os medicamentos são mantidos pelos cuidadores, cada um com a sua própria
        conta.
      </p>
      <p className={styles.text}>
        Se é cuidador, entre com a sua conta de cuidador no seu tablet ou computador: lá encontra as
        pessoas que acompanha.
      </p>
      <AppLink to="/" variant="primary" size="large" icon="home">
        Ir para o início
      </AppLink>
    </div>
  );
}
