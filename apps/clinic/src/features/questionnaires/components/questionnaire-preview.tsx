import '@mantine/dates/styles.css';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { QuestionnaireForm, questionnaireFromDraft } from '@portal/ui/questionnaire';
import { useDeferredValue, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { inputOf, type EditorValues } from './editor-model';

/**
 * The form as a patient will see it, drawn by the patients' own renderer in its preview mode: every
 * question answerable and checked by the same rules, nothing ever sent. It follows the editor a moment
 * behind the typing.
 */
export function QuestionnairePreview({ control }: { control: Control<EditorValues, unknown, unknown> }) {
  const values = useWatch({ control }) as EditorValues;
  const deferred = useDeferredValue(values);
  const questionnaire = useMemo(() => questionnaireFromDraft(inputOf(deferred)), [deferred]);
  return (
    <LocalizedDatesProvider>
      <QuestionnaireForm questionnaire={questionnaire} preview titleOrder={3} />
    </LocalizedDatesProvider>
  );
}
