"""Running denorm over many files on a cluster: `denorm batch` on Ray Data (denorm.cluster.batch; extra `denorm[ray]`)."""
