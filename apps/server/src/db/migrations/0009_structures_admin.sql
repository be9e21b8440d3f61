CREATE TYPE "public"."structure_document_kind" AS ENUM('document');--> statement-breakpoint
CREATE TABLE "structure_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "structure_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"structure_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" "structure_document_kind" DEFAULT 'document' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "structure_documents" ADD CONSTRAINT "structure_documents_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_documents" ADD CONSTRAINT "structure_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "structure_documents_structure_idx" ON "structure_documents" USING btree ("structure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "structures_siret_key" ON "structures" USING btree ("siret");