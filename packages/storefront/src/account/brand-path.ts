import { useServices } from '../core';

/** The brand's path of one of its custom pages (§2: each brand chooses them), with its params filled in. */
export function useBrandPath() {
  const { services } = useServices();
  return (name: string, params: Record<string, string> = {}) => {
    const path = services.brand.routes.find((r) => r.name === name)?.path ?? '/';
    return path.replace(/:(\w+)/g, (_all, key: string) => encodeURIComponent(params[key] ?? ''));
  };
}
