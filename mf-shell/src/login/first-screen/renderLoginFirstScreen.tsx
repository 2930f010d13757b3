import { renderToStaticMarkup } from 'react-dom/server';
import { defaultAssociationConfig } from '@amparo/shared-machines';
import { LoginForm } from '../LoginForm';
import { LoginLayout } from '../LoginLayout';
import { firstScreenElementId } from './firstScreenElement';

const nothing = () => undefined;

/**
 * The login as the page's HTML draws it before any code has come (run at build time by
 * tools/webpack/FirstScreenPlugin.cjs): the same components as the live screen, at rest. Its
 * fields take typing at once; LoginScreen adopts them when the code comes.
 */
export function renderLoginFirstScreen(): string {
  return renderToStaticMarkup(
    <div id={firstScreenElementId}>
      <LoginLayout providerName={defaultAssociationConfig.providerName}>
        <LoginForm
          submitting={false}
          error={null}
          fieldErrors={{}}
          reset={{ kind: 'none' }}
          onSubmit={nothing}
          onFieldChange={nothing}
          onForgotPassword={nothing}
        />
      </LoginLayout>
    </div>,
  );
}
