import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '@amparo/shared-machines';

const ServicesContext = createContext<AppServices | null>(null);

export interface ServicesProviderProps {
  readonly services: AppServices;
  readonly children?: ReactNode;
}

/** Holds the single-spa custom prop `services`, so every micro-frontend reads it the same way. */
export function ServicesProvider({ services, children }: ServicesProviderProps) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) {
    throw new Error(
      'useServices() needs a <ServicesProvider> above it (createLifecycles adds one).',
    );
  }
  return services;
}
