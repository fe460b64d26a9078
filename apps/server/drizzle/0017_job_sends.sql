CREATE TABLE "job_sends" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_sends_sent_at_idx" ON "job_sends" USING btree ("sent_at");