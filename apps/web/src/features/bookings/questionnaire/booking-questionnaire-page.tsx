import { QuestionnaireAnswerPage } from '@portal/ui/questionnaire';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useBookingQuestionnaire, useSaveBookingQuestionnaire } from '../api/booking-questionnaire';
import { BOOKINGS_PATH } from '../paths';

const bookingIdOk = (v: string | null | undefined): v is string => !!v && /^[A-Za-z0-9_-]{1,40}$/.test(v);

/**
 * A booking's questionnaire (spec part 2 §2): /questionnaire?serviceCode&bookingId&system&
 * questionnaireFulfillments&questionnaireReadOnly and /bookings/questionnaire/{systemRoot}/{accountId}/{bookingId}.
 * Read-only when the booking is no longer SCHEDULED (or the address says so); past its deadline an unfilled
 * one says "Termin wypełnienia ankiety już minął" and goes back to the list.
 */
export function BookingQuestionnaireRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const bookingId = params.bookingId ?? search.get('bookingId');
  const system = params.systemRoot ?? search.get('system') ?? 'PORTAL';
  if (!bookingIdOk(bookingId)) return <Navigate to={BOOKINGS_PATH} replace />;
  return <BookingQuestionnaire bookingId={bookingId} system={system} forceReadOnly={search.get('questionnaireReadOnly') === 'true'} />;
}

function BookingQuestionnaire({ bookingId, system, forceReadOnly }: { bookingId: string; system: string; forceReadOnly: boolean }) {
  const { t } = useTranslation('bookings');
  const questionnaire = useBookingQuestionnaire(bookingId);
  const save = useSaveBookingQuestionnaire(bookingId, system);
  return (
    <QuestionnaireAnswerPage
      query={questionnaire}
      save={save.mutateAsync}
      returnTo={BOOKINGS_PATH}
      readOnly={forceReadOnly}
      texts={{
        title: t('questionnaire.title'),
        loading: t('wizard.loading'),
        loadFailed: t('questionnaire.loadFailed'),
        notFound: t('questionnaire.notFound'),
        deadlinePassed: t('questionnaire.deadlinePassed'),
        saved: t('questionnaire.saved'),
        saveFailed: t('questionnaire.saveFailed'),
        readOnly: t('questionnaire.readOnly'),
        submit: t('questionnaire.submit'),
        back: t('questionnaire.back'),
      }}
    />
  );
}
