export { FormCheckbox, FormCheckboxGroup, FormRadioGroup, FormSelect, FormSwitch, type ChoiceOption } from './form-choices';
export { FormDateInput } from './form-date-input';
export { FormNameInput, FormPasswordInput, FormPeselInput, FormPhoneInput, FormTextarea, FormTextInput } from './form-text-inputs';
export { FormAlert, type FormMessage } from './form-alert';
export { applyServerErrors, fieldPaths, type ServerErrorOptions } from './server-errors';
export { useBoundField, type FieldBinding } from './use-bound-field';
