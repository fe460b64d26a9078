import { Anchor, Button, Group, Stack } from '@mantine/core';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { usePatientCard } from '../api/patient-card';
import {
  identityReviewPath,
  newMessageToPatientPath,
  PATIENTS_PATH,
  patientBookingsPath,
  patientConsentsPath,
  patientDeclarationsPath,
  patientMeasurementsPath,
  patientMessagesPath,
  patientQuestionnairesPath,
  patientRecordPath,
  patientTakenDrugsPath,
} from '../paths';
import { PatientCardSections } from './patient-card';

/** /clinic/patients/:patientId — the patient card (the read is written to the audit the patient sees). */
export function PatientCardPage() {
  const { t } = useTranslation('patients');
  const patientId = Number(useParams().patientId);
  const card = usePatientCard(patientId);
  // Only a registrar or an administrator reviews identities and guardians' links (the server's rule too).
  const { roles } = useMember();
  const reviews = roles.some((role) => role === 'REGISTRAR' || role === 'ADMIN');
  // Questionnaire answers are medical data: not the registration's (the server's rule too).
  const readsAnswers = roles.some((role) => role !== 'REGISTRAR');
  // The bookings and the online-booking lock: the desk and the clinicians (the bookings feature's roles).
  const seesBookings = roles.some((role) => role !== 'MIDWIFE');
  // The patient's measurements: the clinicians' and the administrator's (the server's roles too).
  const seesMeasurements = roles.some((role) => role === 'DOCTOR' || role === 'NURSE' || role === 'MIDWIFE' || role === 'ADMIN');
  const name = card.data ? `${card.data.name} ${card.data.lastName}` : t('card.title');
  return (
    <Stack>
      <Anchor component={Link} to={PATIENTS_PATH} size="sm">
        {t('card.back')}
      </Anchor>
      <PageHeading documentTitle={`${t('card.title')}: ${name}`}>{name}</PageHeading>
      <QueryBoundary query={card} failure={t('card.failed')}>
        {(data) => (
          <Stack>
            <Group>
              {data.identityStatus === 'REQUESTED' && reviews ? (
                <Button component={Link} to={identityReviewPath(data.id)}>
                  {t('card.review')}
                </Button>
              ) : null}
              {/* Every role reads a part of the register (its tabs follow the roles). */}
              <Button component={Link} to={patientRecordPath(data.id)} variant="light">
                {t('card.record')}
              </Button>
              {readsAnswers ? (
                <Button component={Link} to={patientQuestionnairesPath(data.id)} variant="light">
                  {t('card.questionnaires')}
                </Button>
              ) : null}
              {seesBookings ? (
                <Button component={Link} to={patientBookingsPath(data.id)} variant="light">
                  {t('card.bookings')}
                </Button>
              ) : null}
              {seesMeasurements ? (
                <Button component={Link} to={patientMeasurementsPath(data.id)} variant="light">
                  {t('card.measurements')}
                </Button>
              ) : null}
              {/* The medicines taken as the clinic records them: the same roles as the measurements (the server's too). */}
              {seesMeasurements ? (
                <Button component={Link} to={patientTakenDrugsPath(data.id)} variant="light">
                  {t('card.takenDrugs')}
                </Button>
              ) : null}
              {/* The POZ declarations: the desk's (the declarations feature's roles). */}
              {reviews ? (
                <Button component={Link} to={patientDeclarationsPath(data.id)} variant="light">
                  {t('card.declarations')}
                </Button>
              ) : null}
              {/* Her consents and carers: the desk's and the administrator's (the server's roles too). */}
              {reviews ? (
                <Button component={Link} to={patientConsentsPath(data.id)} variant="light">
                  {t('card.consents')}
                </Button>
              ) : null}
              <Button component={Link} to={patientMessagesPath(data.id)} variant="light">
                {t('card.messages')}
              </Button>
              <Button component={Link} to={newMessageToPatientPath(data.id)} variant="light">
                {t('card.writeMessage')}
              </Button>
            </Group>
            <PatientCardSections card={data} decides={reviews} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
