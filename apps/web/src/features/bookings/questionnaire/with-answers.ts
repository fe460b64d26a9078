import type { FulfillmentInput, Questionnaire } from '@portal/contracts';

/** The questionnaire with answers given before (the wizard keeps them until the booking is made). */
export function withAnswers(q: Questionnaire, f: FulfillmentInput | null): Questionnaire {
  if (!f || f.questionnaireId !== q.id) return q;
  const byNumber = new Map(f.answers.map((a) => [a.orderNumber, a.value]));
  return {
    ...q,
    sections: q.sections.map((s) => ({
      ...s,
      questions: s.questions.map((question) => {
        const value = byNumber.get(question.orderNumber);
        if (value === undefined || value === null) return question;
        switch (question.format) {
          case 'NUMERIC':
            return { ...question, answerNumeric: typeof value === 'number' ? value : Number(value) };
          case 'DATE':
            return { ...question, answerDate: String(value) };
          case 'SINGLE_CHOICE':
          case 'MULTIPLE_CHOICE':
            return { ...question, answerChoices: Array.isArray(value) ? value : [String(value)] };
          default:
            return { ...question, answer: String(value) };
        }
      }),
    })),
  };
}
