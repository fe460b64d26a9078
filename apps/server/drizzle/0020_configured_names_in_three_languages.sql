ALTER TABLE "links" ADD COLUMN "name_uk" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_uk" text;--> statement-breakpoint
ALTER TABLE "message_categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "message_categories" ADD COLUMN "name_uk" text;--> statement-breakpoint
ALTER TABLE "message_categories" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "message_categories" ADD COLUMN "description_uk" text;--> statement-breakpoint
ALTER TABLE "clinical_document_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "clinical_document_types" ADD COLUMN "name_uk" text;--> statement-breakpoint
UPDATE "message_categories" AS c SET "name_en" = v.name_en, "name_uk" = v.name_uk, "description_en" = v.description_en, "description_uk" = v.description_uk
FROM (VALUES
  ('M', 'Wiadomość', 'Message', 'Повідомлення', 'A general message to the clinic', 'Загальне повідомлення до закладу'),
  ('RESULTS', 'Wyniki badań', 'Test results', 'Результати аналізів', 'Questions about test results and what they mean', 'Запитання щодо результатів аналізів та їх обговорення'),
  ('PRESCRIPTION', 'Recepty', 'Prescriptions', 'Рецепти', 'Requests to continue treatment and questions about prescriptions', 'Прохання продовжити лікування та запитання щодо рецептів'),
  ('REFERRAL', 'Skierowania', 'Referrals', 'Направлення', 'Referrals to specialists, for tests and to hospital', 'Направлення до спеціалістів, на обстеження та до лікарні'),
  ('SICK_LEAVE', 'Zwolnienia lekarskie', 'Sick notes', 'Лікарняні', 'Sick notes (e-ZLA) and medical certificates', 'Лікарняні (e-ZLA) та довідки'),
  ('ADMIN', 'Sprawy administracyjne', 'Administrative matters', 'Адміністративні питання', 'Declarations, records, billing and other organisational matters', 'Декларації, документація, розрахунки та інші організаційні питання')
) AS v(code, name, name_en, name_uk, description_en, description_uk)
WHERE c."code" = v.code AND c."name" = v.name AND c."name_en" IS NULL AND c."name_uk" IS NULL;--> statement-breakpoint
UPDATE "clinical_document_types" AS t SET "name_en" = v.name_en, "name_uk" = v.name_uk
FROM (VALUES
  ('KARTA_WIZYTY', 'Karta wizyty', 'Visit record', 'Картка візиту'),
  ('SKIEROWANIE', 'Skierowanie', 'Referral', 'Направлення'),
  ('ZASWIADCZENIE', 'Zaświadczenie lekarskie', 'Medical certificate', 'Медична довідка'),
  ('WYNIK', 'Wynik badania', 'Test result', 'Результат обстеження'),
  ('OPIS_BADANIA', 'Opis badania obrazowego', 'Imaging report', 'Опис візуалізаційного обстеження'),
  ('KARTA_INFORMACYJNA', 'Karta informacyjna leczenia', 'Discharge summary', 'Виписка з медичної карти'),
  ('ZALECENIA', 'Zalecenia', 'Recommendations', 'Рекомендації'),
  ('INFORMACJA_DLA_LEKARZA', 'Informacja dla lekarza kierującego', 'Letter to the referring doctor', 'Інформація для лікаря, який направив'),
  ('INNY', 'Inny dokument', 'Other document', 'Інший документ')
) AS v(code, name, name_en, name_uk)
WHERE t."code" = v.code AND t."name" = v.name AND t."name_en" IS NULL AND t."name_uk" IS NULL;
