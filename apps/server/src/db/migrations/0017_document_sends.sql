CREATE TYPE "public"."document_send_item_status" AS ENUM('PENDING', 'SENT', 'SKIPPED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."document_send_kind" AS ENUM('CONVOCATION', 'CONVENTION');--> statement-breakpoint
CREATE TYPE "public"."document_send_status" AS ENUM('RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mail_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_attachments_mail_file_key" UNIQUE("mail_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "document_send_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_send_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"send_id" integer NOT NULL,
	"kind" "document_send_kind" NOT NULL,
	"registration_id" integer,
	"structure_id" integer,
	"name" text NOT NULL,
	"status" "document_send_item_status" DEFAULT 'PENDING' NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"mail_id" integer,
	"reason" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"status" "document_send_status" DEFAULT 'RUNNING' NOT NULL,
	"convocations" boolean NOT NULL,
	"conventions" boolean NOT NULL,
	"total" integer NOT NULL,
	"created_by_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_send_items" ADD CONSTRAINT "document_send_items_send_id_document_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."document_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_send_items" ADD CONSTRAINT "document_send_items_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_send_items" ADD CONSTRAINT "document_send_items_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_send_items" ADD CONSTRAINT "document_send_items_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_file_idx" ON "mail_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_send_items_send_idx" ON "document_send_items" USING btree ("send_id","status");--> statement-breakpoint
CREATE INDEX "document_send_items_registration_idx" ON "document_send_items" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "document_sends_session_idx" ON "document_sends" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sends_running_key" ON "document_sends" USING btree ("session_id") WHERE "document_sends"."status" = 'RUNNING';