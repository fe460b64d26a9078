export { QuestionnaireForm, type QuestionnaireFormProps } from './questionnaire-form';
export { questionnaireFromDraft, type DraftQuestion, type DraftQuestionnaire } from './draft';
export { answerKey, initialValues, serverErrorsByQuestion, toFulfillment, type AnswerValue, type FieldError, type QuestionnaireValues } from './answers';
export { QuestionnaireAnswerPage, type QuestionnaireAnswerPageProps, type QuestionnaireAnswerTexts } from './questionnaire-answer-page';
