"""Vietnamese URL and e-mail classes: the generic readers with Vietnamese hosts, paths and user names to sample."""

from __future__ import annotations

from denorm.data.entities.url import Email, Url


class VietnameseUrl(Url):
    """Web addresses ("vnexpress.net/the-thao" -> "vnexpress chấm net gạch chéo the thao"): the generic reader;
    Vietnamese words without their marks are words (`Vietnamese.url_pronounceable`)."""

    _hosts = ("vnexpress", "tuoitre", "dantri", "thanhnien", "vietnamnet", "baomoi", "zingnews", "chinhphu",
              "dichvucong", "suckhoedoisong", "wikipedia", "github", "baochinhphu", "nhandan")
    _tlds = ("vn", "com.vn", "net", "com", "gov.vn", "org.vn", "edu.vn")
    _paths = ("the-thao", "thoi-su", "giao-duc", "suc-khoe", "kinh-doanh", "tin-tuc", "du-lich", "lien-he")


class VietnameseEmail(Email):
    """E-mail addresses ("lan.nguyen@gmail.com" -> "lan chấm nguyen a còng gmail chấm com")."""

    _users = ("lan.nguyen", "info", "hotro", "lienhe", "tuyensinh", "minh.tran", "cskh", "ketoan", "hoa_le",
              "anh.pham", "datlich", "tuvan")
    _hosts = ("gmail", "yahoo", "outlook", "vnexpress", "fpt", "benhvien", "congty", "truong", "nhakhoa")
    _tlds = ("com", "vn", "com.vn", "edu.vn", "gov.vn")
