// Typed keys while this package is type-checked on its own (tsc -p packages/ui): each app declares its
// own resources, the `ui` namespace among them, so this file is not part of an app's program.
import type { UiResources } from './src/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: UiResources };
  }
}
