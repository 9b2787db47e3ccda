CREATE TABLE `health_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`cat_id` text NOT NULL,
	`kind` text NOT NULL,
	`vaccine` text,
	`diagnosis` text,
	`done_on` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`due_on` text,
	`author_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `health_entries_cat_idx` ON `health_entries` (`cat_id`,`done_on`);--> statement-breakpoint
CREATE INDEX `health_entries_author_idx` ON `health_entries` (`author_id`);--> statement-breakpoint
CREATE TABLE `health_entry_photos` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`file` text NOT NULL,
	`thumb` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `health_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `health_entry_photos_file_unique` ON `health_entry_photos` (`file`);