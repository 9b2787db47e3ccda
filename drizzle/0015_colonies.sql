CREATE TABLE `colonies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`public_lat` real NOT NULL,
	`public_lng` real NOT NULL,
	`radius_meters` integer NOT NULL,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `colony_cats` (
	`cat_id` text PRIMARY KEY NOT NULL,
	`colony_id` text NOT NULL,
	`added_by_id` text,
	`added_at` integer NOT NULL,
	FOREIGN KEY (`cat_id`) REFERENCES `cats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `colony_cats_colony_idx` ON `colony_cats` (`colony_id`,`cat_id`);--> statement-breakpoint
CREATE TABLE `colony_members` (
	`colony_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`requested_at` integer NOT NULL,
	`decided_by_id` text,
	`decided_at` integer,
	PRIMARY KEY(`colony_id`, `user_id`),
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `colony_members_user_status_idx` ON `colony_members` (`user_id`,`status`,`colony_id`);