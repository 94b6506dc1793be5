// Work in progress: this target is being written.
