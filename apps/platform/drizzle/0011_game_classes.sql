CREATE TABLE "game_classes" (
	"game_type" text NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "game_classes_type_code" PRIMARY KEY("game_type","code")
);
--> statement-breakpoint
ALTER TABLE "game_classes" ADD CONSTRAINT "game_classes_game_type_game_types_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_types"("code") ON DELETE cascade ON UPDATE no action;