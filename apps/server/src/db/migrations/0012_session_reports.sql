ALTER TABLE "session_reports" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_reports" ADD COLUMN "completed_by_id" integer;--> statement-breakpoint
ALTER TABLE "session_reports" ADD COLUMN "sent_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_reports" ADD COLUMN "sent_back_by_id" integer;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_completed_by_id_users_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_sent_back_by_id_users_id_fk" FOREIGN KEY ("sent_back_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Sessions realised before reports existed get their empty report now, without a mail: the
-- REPORT_TO_WRITE mail goes only when the workflow creates a report (decision 033).
INSERT INTO "session_reports" ("session_id") SELECT "id" FROM "sessions" WHERE "report_enabled" AND "status" IN ('REALIZED', 'VALIDATED_MANAGER', 'CLOSED') ON CONFLICT DO NOTHING;
