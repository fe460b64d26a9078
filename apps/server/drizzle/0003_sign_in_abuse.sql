CREATE TABLE "sign_in_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD COLUMN "session_id_hash" text;--> statement-breakpoint
CREATE INDEX "sign_in_throttles_expires_at_idx" ON "sign_in_throttles" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD CONSTRAINT "sso_tokens_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_tokens_session_id_hash_idx" ON "sso_tokens" USING btree ("session_id_hash");--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";