// The package boundary: every public component and type. Styles: import '@tunne/design-system/tokens.css'.
export * from './AppLayout';
export * from './Button';
export * from './Card';
export * from './Checkbox';
export * from './Dialog';
export * from './EmptyState';
export * from './LanguageChooser';
export * from './Modal';
export * from './NavRow';
export * from './PageHeader';
export * from './PasswordInput';
export * from './Select';
export * from './Spinner';
export * from './TextArea';
export * from './TextInput';
export * from './TrafficLight';
