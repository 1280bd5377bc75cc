export { FormFields, focusFirstInvalidField } from './FormFields';
export type { FormFieldsProps } from './FormFields';
export { formFieldStyles } from './formFieldStyles';
