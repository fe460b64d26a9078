CREATE TABLE "mailbox_members" (
	"mailbox_id" integer NOT NULL,
	"staff_member_id" integer NOT NULL,
	CONSTRAINT "mailbox_members_mailbox_id_staff_member_id_pk" PRIMARY KEY("mailbox_id","staff_member_id")
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"accepts_patient_messages" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "message_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "message_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"account_id" integer,
	"staff_member_id" integer,
	"mailbox_id" integer,
	"recipient_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"read_at" timestamp with time zone,
	"read_by_staff_id" integer,
	CONSTRAINT "message_recipients_one_recipient" CHECK (num_nonnulls("message_recipients"."account_id", "message_recipients"."staff_member_id", "message_recipients"."mailbox_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer,
	"in_response_to" integer,
	"sender_account_id" integer,
	"sender_staff_id" integer,
	"sender_mailbox_id" integer,
	"sender_name" text NOT NULL,
	"patient_id" integer,
	"category_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"must_confirm" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_owned_or_pending";--> statement-breakpoint
DROP INDEX "files_patient_id_use_created_at_id_idx";--> statement-breakpoint
DROP INDEX "files_account_id_use_created_at_id_idx";--> statement-breakpoint
DROP INDEX "questionnaire_fulfillments_questionnaire_id_fulfilled_at_idx";--> statement-breakpoint
DROP INDEX "questionnaire_fulfillments_patient_id_fulfilled_at_idx";--> statement-breakpoint
DROP INDEX "questionnaires_updated_at_id_idx";--> statement-breakpoint
DROP INDEX "self_assessments_account_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "staff_member_id" integer;--> statement-breakpoint
ALTER TABLE "mailbox_members" ADD CONSTRAINT "mailbox_members_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_members" ADD CONSTRAINT "mailbox_members_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_read_by_staff_id_staff_members_id_fk" FOREIGN KEY ("read_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_messages_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_in_response_to_messages_id_fk" FOREIGN KEY ("in_response_to") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_staff_id_staff_members_id_fk" FOREIGN KEY ("sender_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("sender_mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_category_code_message_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."message_categories"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_members_staff_member_id_idx" ON "mailbox_members" USING btree ("staff_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_name_idx" ON "mailboxes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_file_id_idx" ON "message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "message_recipients_account_id_created_at_message_id_idx" ON "message_recipients" USING btree ("account_id","created_at" DESC NULLS FIRST,"message_id" DESC NULLS FIRST,"title");--> statement-breakpoint
CREATE INDEX "message_recipients_staff_member_id_created_at_message_id_idx" ON "message_recipients" USING btree ("staff_member_id","created_at" DESC NULLS FIRST,"message_id" DESC NULLS FIRST,"title");--> statement-breakpoint
CREATE INDEX "message_recipients_mailbox_id_created_at_message_id_idx" ON "message_recipients" USING btree ("mailbox_id","created_at" DESC NULLS FIRST,"message_id" DESC NULLS FIRST,"title");--> statement-breakpoint
CREATE INDEX "message_recipients_message_id_idx" ON "message_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_recipients_read_by_staff_id_idx" ON "message_recipients" USING btree ("read_by_staff_id");--> statement-breakpoint
CREATE INDEX "message_recipients_account_unread_idx" ON "message_recipients" USING btree ("account_id") WHERE "message_recipients"."read_at" is null;--> statement-breakpoint
CREATE INDEX "message_recipients_staff_unread_idx" ON "message_recipients" USING btree ("staff_member_id") WHERE "message_recipients"."read_at" is null;--> statement-breakpoint
CREATE INDEX "message_recipients_mailbox_unread_idx" ON "message_recipients" USING btree ("mailbox_id") WHERE "message_recipients"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_account_id_created_at_id_idx" ON "messages" USING btree ("sender_account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_sender_staff_id_created_at_id_idx" ON "messages" USING btree ("sender_staff_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_sender_mailbox_id_created_at_id_idx" ON "messages" USING btree ("sender_mailbox_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_patient_id_created_at_id_idx" ON "messages" USING btree ("patient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_thread_id_idx" ON "messages" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "messages_in_response_to_idx" ON "messages" USING btree ("in_response_to");--> statement-breakpoint
CREATE INDEX "messages_category_code_idx" ON "messages" USING btree ("category_code");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_staff_member_id_idx" ON "files" USING btree ("staff_member_id");--> statement-breakpoint
CREATE INDEX "files_patient_id_use_created_at_id_idx" ON "files" USING btree ("patient_id","use","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_account_id_use_created_at_id_idx" ON "files" USING btree ("account_id","use","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaire_fulfillments_questionnaire_id_fulfilled_at_idx" ON "questionnaire_fulfillments" USING btree ("questionnaire_id","fulfilled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaire_fulfillments_patient_id_fulfilled_at_idx" ON "questionnaire_fulfillments" USING btree ("patient_id","fulfilled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaires_updated_at_id_idx" ON "questionnaires" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "self_assessments_account_id_created_at_idx" ON "self_assessments" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owned_or_pending" CHECK ("files"."pending_until" is not null or "files"."patient_id" is not null or "files"."account_id" is not null or "files"."staff_member_id" is not null);--> statement-breakpoint
INSERT INTO "message_categories" ("code", "name", "description", "sort_order") VALUES
  ('M', 'Wiadomość', 'Wiadomość ogólna do przychodni', 0),
  ('RESULTS', 'Wyniki badań', 'Pytania o wyniki badań i ich omówienie', 10),
  ('PRESCRIPTION', 'Recepty', 'Prośby o przedłużenie leczenia i pytania o recepty', 20),
  ('REFERRAL', 'Skierowania', 'Skierowania do specjalistów, na badania i do szpitala', 30),
  ('SICK_LEAVE', 'Zwolnienia lekarskie', 'Zwolnienia lekarskie (e-ZLA) i zaświadczenia', 40),
  ('ADMIN', 'Sprawy administracyjne', 'Deklaracje, dokumentacja, rozliczenia i inne sprawy organizacyjne', 50)
ON CONFLICT ("code") DO NOTHING;
