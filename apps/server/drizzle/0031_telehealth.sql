CREATE TABLE "telehealth_chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telehealth_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teleconsultation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_name" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telehealth_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telehealth_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teleconsultation_id" integer NOT NULL,
	"participant" text NOT NULL,
	"connection_id" text NOT NULL,
	"context" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telehealth_presence" (
	"room" text NOT NULL,
	"participant" text NOT NULL,
	"teleconsultation_id" integer NOT NULL,
	"connection" text NOT NULL,
	"name" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telehealth_presence_room_participant_pk" PRIMARY KEY("room","participant")
);
--> statement-breakpoint
CREATE TABLE "telehealth_recording_chunks" (
	"recording_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"file_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"offset" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telehealth_recording_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "telehealth_recordings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telehealth_recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teleconsultation_id" integer NOT NULL,
	"mime_type" text NOT NULL,
	"next_seq" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telehealth_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telehealth_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"to_participant" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telehealth_chat_messages" ADD CONSTRAINT "telehealth_chat_messages_teleconsultation_id_teleconsultations_id_fk" FOREIGN KEY ("teleconsultation_id") REFERENCES "public"."teleconsultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_connections" ADD CONSTRAINT "telehealth_connections_teleconsultation_id_teleconsultations_id_fk" FOREIGN KEY ("teleconsultation_id") REFERENCES "public"."teleconsultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_presence" ADD CONSTRAINT "telehealth_presence_teleconsultation_id_teleconsultations_id_fk" FOREIGN KEY ("teleconsultation_id") REFERENCES "public"."teleconsultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_recording_chunks" ADD CONSTRAINT "telehealth_recording_chunks_recording_id_telehealth_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."telehealth_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_recording_chunks" ADD CONSTRAINT "telehealth_recording_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_recordings" ADD CONSTRAINT "telehealth_recordings_teleconsultation_id_teleconsultations_id_fk" FOREIGN KEY ("teleconsultation_id") REFERENCES "public"."teleconsultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_recordings" ADD CONSTRAINT "telehealth_recordings_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telehealth_chat_messages_teleconsultation_id_sent_at_id_idx" ON "telehealth_chat_messages" USING btree ("teleconsultation_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "telehealth_connections_teleconsultation_id_created_at_idx" ON "telehealth_connections" USING btree ("teleconsultation_id","created_at");--> statement-breakpoint
CREATE INDEX "telehealth_presence_teleconsultation_id_idx" ON "telehealth_presence" USING btree ("teleconsultation_id");--> statement-breakpoint
CREATE INDEX "telehealth_recording_chunks_file_id_idx" ON "telehealth_recording_chunks" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telehealth_recordings_teleconsultation_id_idx" ON "telehealth_recordings" USING btree ("teleconsultation_id");--> statement-breakpoint
CREATE INDEX "telehealth_signals_room_to_participant_id_idx" ON "telehealth_signals" USING btree ("room","to_participant","id");--> statement-breakpoint
CREATE INDEX "telehealth_signals_created_at_idx" ON "telehealth_signals" USING btree ("created_at");