// CSS modules are imported as namespaces (`import * as styles from './X.module.css'`): rspack's
// css/module type exports each class as a named export, as the design system's sources expect.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
